// A list's total as the server answers it: recordCount, exact up to the server's count cap (1,000),
// and recordCountCapped when more rows match than it counted (the server stops counting there so that a
// list request costs the same at any table size). Lists print such a total as "1000+".

export interface ListTotal {
  recordCount: number;
  recordCountCapped?: boolean | undefined;
}

/** The total as a list prints it: "123", or "1000+" past the cap. */
export const totalText = (r: ListTotal | undefined): string => (r ? `${r.recordCount}${r.recordCountCapped ? '+' : ''}` : '0');

/**
 * antd Pagination's total line for a capped list ("共 1000+ 条"); an exact total keeps the list's own
 * pager as it was. Spread into the pager's props.
 */
export const cappedTotalProps = (r: ListTotal | undefined): { showTotal?: () => string } =>
  r?.recordCountCapped ? { showTotal: () => `共 ${totalText(r)} 条` } : {};
