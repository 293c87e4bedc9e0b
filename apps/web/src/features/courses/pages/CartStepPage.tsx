import { Navigate } from 'react-router';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useOrders } from '../api.ts';
import { coursePaths } from '../paths.ts';

/**
 * spec /shopping_cart/step2 and step3 (confirm the order, settle it): both are now the pay page of the
 * newest unpaid order, whose settlement dialog is the old step 3. With nothing to pay, the unpaid tab of
 * my learning says so.
 */
export function UnpaidOrderRedirect() {
  const { data, isPending, isError } = useOrders('buy', { pageNum: 0, orderType: 0 });
  if (isPending) return <PageLoading />;
  const newest = isError ? undefined : data.recordList[0];
  return <Navigate to={newest ? coursePaths.orderPay(newest.id, newest.listId) : coursePaths.peopleCenter('unpaid')} replace />;
}
