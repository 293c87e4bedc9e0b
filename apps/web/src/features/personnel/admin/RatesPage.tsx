import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Table, Typography } from 'antd';
import { SB_ITEMS, SB_ITEM_LABEL, percent, yuan, type CityRate, type SbItem } from '@xcb/shared/personnel-calc';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN } from '@xcb/shared/rules';
import { chinaYear } from '../../../lib/date.ts';
import { usePersonnelAction, useRates } from '../api.ts';
import { PL } from '../../../locale/personnel.ts';

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
      title={PL.admin.rates.title}
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
          {PL.admin.rates.add}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{PL.admin.rates.intro}</Typography.Paragraph>
      <Table<CityRate>
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        columns={[
          { title: PL.admin.rates.city, dataIndex: 'cityName' },
          { title: PL.admin.rates.year, dataIndex: 'year' },
          { title: PL.admin.rates.sbBase, render: (_, r) => `${yuan(r.sbBaseMin)} - ${yuan(r.sbBaseMax)}` },
          {
            title: PL.admin.rates.sbRates,
            render: (_, r) =>
              `${percent(SB_ITEMS.reduce((s, k) => s + r.sbRates[k].company, 0))}% / ${percent(SB_ITEMS.reduce((s, k) => s + r.sbRates[k].personal, 0))}%`,
          },
          { title: PL.admin.rates.gjjBase, render: (_, r) => `${yuan(r.gjjBaseMin)} - ${yuan(r.gjjBaseMax)}` },
          { title: PL.admin.rates.gjjRate, render: (_, r) => `${percent(r.gjjRateMin)}% - ${percent(r.gjjRateMax)}%` },
          {
            title: PL.admin.rates.actions,
            render: (_, r) => (
              <Space>
                <Button type="link" onClick={() => setEditing(toForm(r))}>
                  {PL.admin.rates.edit}
                </Button>
                <Popconfirm title={PL.admin.rates.confirmDelete(r.cityName)} onConfirm={() => void del.run({ id: r.id })}>
                  <Button type="link" danger>
                    {PL.admin.rates.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? PL.admin.rates.editTitle(editing.cityName) : PL.admin.rates.add}
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
                <Form.Item
                  name="cityName"
                  label={PL.admin.rates.city}
                  rules={[{ required: true, message: PERSONNEL_MSG.rateCityRequired }]}
                >
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="year" label={PL.admin.rates.year} rules={[{ required: true }]}>
                  <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {(['sbBaseMin', 'sbBaseMax', 'gjjBaseMin', 'gjjBaseMax'] as const).map((k) => (
                <Col span={6} key={k}>
                  <Form.Item
                    name={k}
                    label={
                      {
                        sbBaseMin: PL.admin.rates.limits.sbBaseMin,
                        sbBaseMax: PL.admin.rates.limits.sbBaseMax,
                        gjjBaseMin: PL.admin.rates.limits.gjjBaseMin,
                        gjjBaseMax: PL.admin.rates.limits.gjjBaseMax,
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
                    <Form.Item name={['sbRates', k, 'company']} label={PL.admin.rates.companyRate(SB_ITEM_LABEL[k])} rules={rate}>
                      <InputNumber min={0} max={100} step={0.1} />
                    </Form.Item>
                    <Form.Item name={['sbRates', k, 'personal']} label={PL.admin.rates.personalRate} rules={rate}>
                      <InputNumber min={0} max={100} step={0.1} />
                    </Form.Item>
                  </Space>
                </Col>
              ))}
              <Col span={12}>
                <Space>
                  <Form.Item name="gjjRateMin" label={PL.admin.rates.gjjRateMin} rules={rate}>
                    <InputNumber min={0} max={100} step={1} />
                  </Form.Item>
                  <Form.Item name="gjjRateMax" label={PL.admin.rates.gjjRateMax} rules={rate}>
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
