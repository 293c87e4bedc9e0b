import { useSearchParams } from 'react-router';
import { Button, Descriptions, Result, Spin, Table } from 'antd';
import { FEE_TEXT, PAY_KIND_LABEL } from '@xcb/shared/actions/employment';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { useCompanyBank, useDemand } from '../api.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { EL } from '../../../locale/employment.ts';
import { BankAccount } from '../components/BankAccount.tsx';

/** spec: /employment/agreement — the printable payment notice (fee line, order, positions, contact, bank). */
export function AgreementPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id') ?? 0);
  const kind = sp.get('kind') === 'topup' ? 'topup' : 'deposit';
  const demand = useDemand(id);
  const bank = useCompanyBank();
  if (demand.isLoading) return <Spin />;
  if (!demand.data) return <Result status="404" title={demand.error ? errorText(demand.error) : M.notFound} />;
  const d = demand.data;
  return (
    <div style={{ maxWidth: 800, margin: '24px auto', background: '#fff', padding: 32 }}>
      <h2 style={{ textAlign: 'center' }}>{EL.agreement.title(PAY_KIND_LABEL[kind])}</h2>
      <p>{EL.agreement.fee(FEE_TEXT)}</p>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={EL.agreement.order}
        items={[
          { key: 'c', label: EL.pay.subject, children: d.companyName },
          { key: 't', label: EL.agreement.payType, children: EL.agreement.payTypeOf(PAY_KIND_LABEL[kind]) },
          { key: 'n', label: EL.pay.name, children: EL.agreement.nameOf(d.needtitle, d.needId) },
          {
            key: 'p',
            label: EL.agreement.deposit,
            children: EL.agreement.depositOf(d.lHyhneedPrice, (Number(d.lHyhneedPrice) / 10).toFixed(2)),
          },
          { key: 'd', label: EL.agreement.time, children: formatDateTime(d.createTime) },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{EL.jobNeeds}</h4>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.position}-${r.workyear}`}
        dataSource={d.jobs}
        columns={[
          { title: EL.agreement.position, dataIndex: 'position' },
          { title: EL.agreement.years, dataIndex: 'workyear' },
          { title: EL.agreement.people, dataIndex: 'peoplenum' },
          { title: EL.agreement.tech, dataIndex: 'keytechnologies' },
        ]}
      />
      <Descriptions
        style={{ marginTop: 16 }}
        bordered
        size="small"
        column={1}
        title={EL.agreement.contactTitle}
        items={[{ key: 'n', label: EL.facts.contact, children: `${d.name} ${d.phone ?? ''} ${d.tel ?? ''}` }]}
      />
      <BankAccount bank={bank.data} title={EL.agreement.bankTitle} style={{ marginTop: 16 }} />
      <div className="no-print" style={{ textAlign: 'center', marginTop: 24 }}>
        <Button type="primary" onClick={() => window.print()}>
          {EL.agreement.print}
        </Button>
      </div>
    </div>
  );
}
