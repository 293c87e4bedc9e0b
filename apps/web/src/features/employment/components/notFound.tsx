import { Link } from 'react-router';
import { Result } from 'antd';
import { errorText } from '../../../api/client.ts';
import { employmentPaths } from '../paths.ts';
import { EL } from '../../../locale/employment.ts';

// The people around a demand (company_info, company_position_details, resume_review2) are opened by an id
// in the address, and say so with the way back when it names nothing.

export const idParam = (sp: URLSearchParams, name = 'id') => Number(sp.get(name) ?? 0) || 0;
export const notFound = (error: unknown, fallback: string) => (
  <Result status="404" title={error ? errorText(error) : fallback} extra={<Link to={employmentPaths.list()}>{EL.backToList}</Link>} />
);
