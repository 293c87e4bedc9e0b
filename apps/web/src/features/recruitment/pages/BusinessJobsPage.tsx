import { useSearchParams } from 'react-router';
import { Result } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { idParam, CompanyJobs } from '../components/CompanyJobs.tsx';

/** business_jobs?id: the company's open positions. */
export function BusinessJobsPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return id ? <CompanyJobs companyId={id} /> : <Result status="404" title={RECRUIT_MSG.companyNotFound} />;
}
