import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, DatePicker, Form, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { DELIVER_STATUS, NEED_KIND_LABEL, NEED_STATUS, type Need } from '@xcb/shared/actions/personnel';
import { useMyNeeds, useNeed, useNeedDelivers, usePersonnelAction } from '../api.ts';
import { NeedFacts, NeedStatusTag } from '../components/NeedBits.tsx';
import { PagedTable, columnKit } from '../components/Lists.tsx';
import { TextAreaItem } from '../components/Fields.tsx';
import { personnelPaths } from '../paths.ts';
import { PL } from '../../../locale/personnel.ts';

type Applicant = NonNullable<ReturnType<typeof useNeedDelivers>['data']>[number];
const col = columnKit<Applicant>();

/** The applications a demand received; the demander chooses one and drafts the contract. */
function Applicants({ need }: { need: Need }) {
  const { data = [], isLoading } = useNeedDelivers(need.id);
  const choose = usePersonnelAction('choose');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [form] = Form.useForm<{ terms: string; dates: [{ format: (f: string) => string }, { format: (f: string) => string }] }>();
  return (
    <>
      <Table<Applicant>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: PL.demand.noApplicants }}
        columns={[
          col.firm((d) => ({ userId: d.providerId, firmname: d.firmname })),
          col.stars((d) => d.stars),
          { title: PL.col.quote, dataIndex: 'quote' },
          { title: PL.col.message, dataIndex: 'message' },
          col.time(PL.col.appliedAt, (d) => d.createTime),
          col.deliverStatus((d) => d),
          {
            title: PL.col.actions,
            render: (_, d) =>
              d.status === DELIVER_STATUS.applied && need.status === NEED_STATUS.published ? (
                <Button type="link" onClick={() => setChosen(d.id)}>
                  {PL.demand.choose}
                </Button>
              ) : d.contractId ? (
                <Link to={personnelPaths.contract(d.contractId)}>{PL.viewContract}</Link>
              ) : null,
          },
        ]}
      />
      <Modal
        open={chosen !== null}
        title={PL.demand.chooseTitle}
        okText={PL.demand.chooseOk}
        onOk={() => form.submit()}
        onCancel={() => setChosen(null)}
        confirmLoading={choose.isPending}
        destroyOnHidden
        width={600}
      >
        <Typography.Paragraph type="secondary">{PL.demand.chooseHint}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={async (v) => {
            const r = await choose.run({
              id: chosen ?? 0,
              terms: v.terms,
              startDate: v.dates[0].format('YYYY-MM-DD'),
              endDate: v.dates[1].format('YYYY-MM-DD'),
            });
            if (r) {
              setChosen(null);
              void navigate(personnelPaths.contract(r.contractId));
            }
          }}
        >
          <Form.Item name="dates" label={PL.demand.dates} rules={[{ required: true, message: PERSONNEL_MSG.datesInvalid }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
          <TextAreaItem
            name="terms"
            label={PL.demand.terms}
            min={10}
            max={5000}
            rows={6}
            message={PERSONNEL_MSG.termsRequired}
            placeholder={PL.demand.termsPlaceholder}
          />
        </Form>
      </Modal>
    </>
  );
}

/** spec main_demand: the demands I published, their applicants, deposit, edit and close. */
export function MainDemandPage() {
  const [params, setParams] = useSearchParams();
  const focus = Number(params.get('needId')) || 0;
  const close = usePersonnelAction('needClose');
  const focused = useNeed(focus);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      {focus > 0 && focused.data && (
        <Card title={PL.demand.focus(focused.data.title)} extra={<Button onClick={() => setParams({})}>{PL.demand.collapse}</Button>}>
          <NeedFacts n={focused.data} />
          {focused.data.status === NEED_STATUS.awaitingDeposit && (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              message={PL.demand.depositDue(focused.data.deposit)}
              action={
                <Link to={personnelPaths.deposit(focused.data.id)}>
                  <Button type="primary" size="small">
                    {PL.demand.goPay}
                  </Button>
                </Link>
              }
            />
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {PL.demand.applicants}
          </Typography.Title>
          <Applicants need={focused.data} />
        </Card>
      )}
      <Card
        title={PL.demand.title}
        extra={
          <Link to={personnelPaths.chooseKind()}>
            <Button type="primary">{PL.demand.release}</Button>
          </Link>
        }
      >
        <PagedTable
          rowKey="id"
          useList={useMyNeeds}
          empty={PL.demand.empty}
          columns={(c) => [
            c.need((n) => n),
            { title: PL.col.kind, render: (_, n) => NEED_KIND_LABEL[n.kind as keyof typeof NEED_KIND_LABEL] },
            { title: PL.col.budget, dataIndex: 'budget' },
            { title: PL.demand.applies, dataIndex: 'applyCount' },
            { title: PL.col.status, render: (_, n) => <NeedStatusTag n={n} /> },
            c.time(PL.demand.createdAt, (n) => n.createTime),
            {
              title: PL.col.actions,
              render: (_, n) => (
                <Space wrap>
                  <Button type="link" size="small" onClick={() => setParams({ needId: String(n.id) })}>
                    {PL.demand.showApplicants}
                  </Button>
                  {(n.status === NEED_STATUS.pending || n.status === NEED_STATUS.rejected) && (
                    <Link to={personnelPaths.release(n.kind, n.id)}>{PL.demand.edit}</Link>
                  )}
                  {n.status === NEED_STATUS.awaitingDeposit && <Link to={personnelPaths.deposit(n.id)}>{PL.demand.payDeposit}</Link>}
                  {n.contractId && <Link to={personnelPaths.contract(n.contractId)}>{PL.demand.contract}</Link>}
                  {[NEED_STATUS.pending, NEED_STATUS.published, NEED_STATUS.rejected, NEED_STATUS.awaitingDeposit].some(
                    (s) => s === n.status,
                  ) && (
                    <Popconfirm title={PL.demand.confirmClose} onConfirm={() => void close.run({ id: n.id })}>
                      <Button type="link" size="small" danger>
                        {PL.demand.close}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
