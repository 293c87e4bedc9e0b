import { Descriptions } from 'antd';
import { EL } from '../../../locale/employment.ts';
import type { useCompanyBank } from '../api.ts';

type Bank = ReturnType<typeof useCompanyBank>['data'];

/** The platform's receiving account for a bank transfer: the payment dialog and the printable notice. */
export function BankAccount({ bank, title, style }: { bank: Bank; title: string; style?: React.CSSProperties }) {
  return (
    <Descriptions
      style={style}
      bordered
      size="small"
      column={1}
      title={title}
      items={[
        { key: 'n', label: EL.bank.name, children: bank?.companyName },
        { key: 'b', label: EL.bank.bank, children: bank?.companyBank },
        { key: 'c', label: EL.bank.number, children: bank?.companyBankNumber },
        { key: 'a', label: EL.bank.address, children: bank?.companyBankAddress },
      ]}
    />
  );
}
