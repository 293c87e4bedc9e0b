import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

const labels = (subject: string, approve: string) => ({
  approve: '通过',
  reject: '驳回',
  confirmApprove: approve,
  confirmReject: `确认驳回该${subject}？`,
  reasonLabel: '驳回原因',
  reasonPlaceholder: '用户将在通知中看到该原因',
  subject,
});

export const CompanyQueue = () => (
  <Card title="企业认证审核">
    <ReviewQueue kind="company" labels={labels('企业认证', '确认通过该企业认证？通过后该企业可发布需求。')} />
  </Card>
);
export const PersonalQueue = () => (
  <Card title="个人认证审核">
    <ReviewQueue kind="personal" labels={labels('个人认证', '确认通过该个人认证？')} />
  </Card>
);
export const DemandQueue = () => (
  <Card title="短期需求审核">
    <ReviewQueue kind="demand" showAmount labels={labels('需求', '确认通过该需求？通过后发布方缴纳保证金（金额为应缴保证金）。')} />
  </Card>
);
export const DemandPayQueue = () => (
  <Card title="保证金到账确认（银行转账）">
    <ReviewQueue
      kind="demandPay"
      showAmount
      filter={{
        label: '类型',
        options: [
          { value: 'deposit', label: '保证金' },
          { value: 'topup', label: '项目充值' },
        ],
      }}
      labels={labels('付款凭证', '确认款项已到账？金额将存入该需求的托管。')}
    />
  </Card>
);
