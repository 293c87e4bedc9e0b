import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Table, Typography } from 'antd';
import { SB_ITEMS, SB_ITEM_LABEL, percent, yuan, type CityRate, type SbItem } from '@xcb/shared/personnel-calc';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN } from '@xcb/shared/rules';
import { chinaYear } from '../../../lib/date.ts';
import { usePersonnelAction, useRates } from '../api.ts';

type RateForm = {
  id?: number;
  cityName: string;
  year: number;
  sbBaseMin: string;
  sbBaseMax: string;
  gjjBaseMin: string;
  gjjBaseMax: string;
  gjjRateMin: number;
  gjjRateMax: number;
  sbRates: Record<SbItem, { company: number; personal: number }>;
};

const toForm = (r: CityRate): RateForm => ({
  id: r.id,
  cityName: r.cityName,
  year: r.year,
  sbBaseMin: yuan(r.sbBaseMin),
  sbBaseMax: yuan(r.sbBaseMax),
  gjjBaseMin: yuan(r.gjjBaseMin),
  gjjBaseMax: yuan(r.gjjBaseMax),
  gjjRateMin: r.gjjRateMin / 100,
  gjjRateMax: r.gjjRateMax / 100,
  sbRates: Object.fromEntries(
    SB_ITEMS.map((k) => [k, { company: r.sbRates[k].company / 100, personal: r.sbRates[k].personal / 100 }]),
  ) as RateForm['sbRates'],
});

/** The calculator's reference data per city (administrators): base limits in yuan, rates in percent. */
export function RatesPage() {
  const { data = [], isLoading } = useRates();
  const save = usePersonnelAction('rateSave');
  const del = usePersonnelAction('rateDelete');
  const [editing, setEditing] = useState<RateForm | null>(null);
  const [form] = Form.useForm<RateForm>();
  const money = [{ required: true, pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.rateBaseInvalid }];
  const rate = [{ required: true, message: PERSONNEL_MSG.rateInvalid }];
  return (
    <Card
      title="社保公积金参考数据"
      extra={
        <Button
          type="primary"
          onClick={() =>
            setEditing({
              cityName: '',
              year: chinaYear(),
              sbBaseMin: '',
              sbBaseMax: '',
              gjjBaseMin: '',
              gjjBaseMax: '',
              gjjRateMin: 5,
              gjjRateMax: 12,
              sbRates: Object.fromEntries(SB_ITEMS.map((k) => [k, { company: 0, personal: 0 }])) as RateForm['sbRates'],
            })
          }
        >
          新增城市
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        发布社保、公积金代理需求时按这些数据测算缴费；修改只影响之后写入的需求，已发布需求保留发布时的测算。
      </Typography.Paragraph>
      <Table<CityRate>
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        columns={[
          { title: '城市', dataIndex: 'cityName' },
          { title: '年度', dataIndex: 'year' },
          { title: '社保基数（元）', render: (_, r) => `${yuan(r.sbBaseMin)} - ${yuan(r.sbBaseMax)}` },
          {
            title: '社保单位/个人合计',
            render: (_, r) =>
              `${percent(SB_ITEMS.reduce((s, k) => s + r.sbRates[k].company, 0))}% / ${percent(SB_ITEMS.reduce((s, k) => s + r.sbRates[k].personal, 0))}%`,
          },
          { title: '公积金基数（元）', render: (_, r) => `${yuan(r.gjjBaseMin)} - ${yuan(r.gjjBaseMax)}` },
          { title: '公积金比例', render: (_, r) => `${percent(r.gjjRateMin)}% - ${percent(r.gjjRateMax)}%` },
          {
            title: '操作',
            render: (_, r) => (
              <Space>
                <Button type="link" onClick={() => setEditing(toForm(r))}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除${r.cityName}的参考数据？该城市将不能再发布社保、公积金需求。`}
                  onConfirm={() => void del.run({ id: r.id })}
                >
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? `编辑 ${editing.cityName}` : '新增城市'}
        width={760}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        {editing && (
          <Form<RateForm>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={editing}
            onFinish={async (v) => {
              const r = await save.run({ ...v, id: editing.id });
              if (r) {
                setEditing(null);
              }
            }}
          >
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="cityName" label="城市" rules={[{ required: true, message: PERSONNEL_MSG.rateCityRequired }]}>
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="year" label="年度" rules={[{ required: true }]}>
                  <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {(['sbBaseMin', 'sbBaseMax', 'gjjBaseMin', 'gjjBaseMax'] as const).map((k) => (
                <Col span={6} key={k}>
                  <Form.Item
                    name={k}
                    label={
                      {
                        sbBaseMin: '社保基数下限（元）',
                        sbBaseMax: '社保基数上限（元）',
                        gjjBaseMin: '公积金基数下限（元）',
                        gjjBaseMax: '公积金基数上限（元）',
                      }[k]
                    }
                    rules={money}
                  >
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
              ))}
              {SB_ITEMS.map((k) => (
                <Col span={12} key={k}>
                  <Space>
                    <Form.Item name={['sbRates', k, 'company']} label={`${SB_ITEM_LABEL[k]} 单位（%）`} rules={rate}>
                      <InputNumber min={0} max={100} step={0.1} />
                    </Form.Item>
                    <Form.Item name={['sbRates', k, 'personal']} label="个人（%）" rules={rate}>
                      <InputNumber min={0} max={100} step={0.1} />
                    </Form.Item>
                  </Space>
                </Col>
              ))}
              <Col span={12}>
                <Space>
                  <Form.Item name="gjjRateMin" label="公积金比例下限（%）" rules={rate}>
                    <InputNumber min={0} max={100} step={1} />
                  </Form.Item>
                  <Form.Item name="gjjRateMax" label="上限（%）" rules={rate}>
                    <InputNumber min={0} max={100} step={1} />
                  </Form.Item>
                </Space>
              </Col>
            </Row>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
