import { useSearchParams } from 'react-router';
import { Button, Descriptions, Result, Spin, Table } from 'antd';
import { FEE_TEXT, PAY_KIND_LABEL } from '@xcb/shared/actions/employment';
import { errorText } from '../../../api/client.ts';
import { useCompanyBank, useDemand } from '../api.ts';
import { formatDateTime } from '../../../lib/date.ts';

/** spec: /employment/agreement — the printable payment notice (fee line, order, positions, contact, bank). */
export function AgreementPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id') ?? 0);
  const kind = sp.get('kind') === 'topup' ? 'topup' : 'deposit';
  const demand = useDemand(id);
  const bank = useCompanyBank();
  if (demand.isLoading) return <Spin />;
  if (!demand.data) return <Result status="404" title={demand.error ? errorText(demand.error) : '需求不存在'} />;
  const d = demand.data;
  return (
    <div style={{ maxWidth: 800, margin: '24px auto', background: '#fff', padding: 32 }}>
      <h2 style={{ textAlign: 'center' }}>付款须知（{PAY_KIND_LABEL[kind]}）</h2>
      <p>{FEE_TEXT}。</p>
      <Descriptions
        bordered
        size="small"
        column={1}
        title="订单信息"
        items={[
          { key: 'c', label: '需求主体', children: d.companyName },
          { key: 't', label: '付款类型', children: `短期用工 · ${PAY_KIND_LABEL[kind]}` },
          { key: 'n', label: '需求名称', children: `${d.needtitle}（编号 ${d.needId}）` },
          { key: 'p', label: '应缴保证金', children: `${d.lHyhneedPrice} 晶币（${(Number(d.lHyhneedPrice) / 10).toFixed(2)} 元）` },
          { key: 'd', label: '发布时间', children: formatDateTime(d.createTime) },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>岗位需求</h4>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.position}-${r.workyear}`}
        dataSource={d.jobs}
        columns={[
          { title: '岗位', dataIndex: 'position' },
          { title: '年限', dataIndex: 'workyear' },
          { title: '人数', dataIndex: 'peoplenum' },
          { title: '关键技术', dataIndex: 'keytechnologies' },
        ]}
      />
      <Descriptions
        style={{ marginTop: 16 }}
        bordered
        size="small"
        column={1}
        title="联系方式"
        items={[{ key: 'n', label: '联系人', children: `${d.name} ${d.phone ?? ''} ${d.tel ?? ''}` }]}
      />
      <Descriptions
        style={{ marginTop: 16 }}
        bordered
        size="small"
        column={1}
        title="银行转账信息"
        items={[
          { key: 'n', label: '户名', children: bank.data?.companyName },
          { key: 'b', label: '开户银行', children: bank.data?.companyBank },
          { key: 'c', label: '银行账号', children: bank.data?.companyBankNumber },
          { key: 'a', label: '开户地址', children: bank.data?.companyBankAddress },
        ]}
      />
      <div className="no-print" style={{ textAlign: 'center', marginTop: 24 }}>
        <Button type="primary" onClick={() => window.print()}>
          打印
        </Button>
      </div>
    </div>
  );
}
