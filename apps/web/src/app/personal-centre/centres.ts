/**
 * spec: clicking the identity in the header goes to the personal centre of the current section:
 * employment my_deal, training people_center, recruitment interview_list, personnel personnel_order,
 * otherwise people_info.
 */
export const SECTION_CENTRES: { prefix: string; path: string }[] = [
  { prefix: '/employment', path: '/employment/my_deal' },
  { prefix: '/training', path: '/people_center' },
  { prefix: '/recruitment', path: '/recruitment/interview_list' },
  { prefix: '/personnel', path: '/personnel/personnel_order' },
];
export const DEFAULT_CENTRE = '/people_info';
