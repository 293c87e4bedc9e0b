// Links of the recruitment pages (spec §2 "Recruitment group").
const base = '/recruitment';
export const rp = {
  landing: () => base,
  job: (id: number) => `${base}/job_introduce?id=${id}`,
  company: (id: number) => `${base}/business_info?id=${id}`,
  companyJobs: (id: number) => `${base}/business_jobs?id=${id}`,
  enterpriseList: () => `${base}/enterprise_list`,
  jobWanted: () => `${base}/job_wanted_list`,
  resume: () => `${base}/personal_resume`,
  resume2: () => `${base}/personal_resume2`,
  editResume: () => `${base}/editor_resume`,
  sendResume: () => `${base}/send_resume`,
  interviews: () => `${base}/interview_list`,
  collect: () => `${base}/my_collect`,
  concern: () => `${base}/my_concern`,
  history: () => `${base}/company_historay`,
  shielding: () => `${base}/shielding_enterprises`,
  alerts: () => `${base}/my_alerts`,
  recruiterHome: () => `${base}/Recruitment_Homepage`,
  managementJob: () => `${base}/management_job`,
  addJob: (id?: number) => (id ? `${base}/add_job?id=${id}` : `${base}/add_job`),
  manageJob: (positionId?: number) => (positionId ? `${base}/manage_job?positionId=${positionId}` : `${base}/manage_job`),
  peopleData: () => `${base}/people_data`,
  enterpriseData: () => `${base}/enterprise_data`,
  resumeDetails: (id: number, applicationId?: number) =>
    `${base}/Resume_details?id=${id}${applicationId ? `&applicationId=${applicationId}` : ''}`,
  jlHistory: () => `${base}/jl_historay`,
  jobVideo: (id: number) => `${base}/job_video?id=${id}`,
};

type PlainLink = { [K in keyof typeof rp]: (typeof rp)[K] extends () => string ? K : never }[keyof typeof rp];

/** A nav's entries from its labels keyed by their links (the top nav, the right nav), in the labels' order. */
export const navLinks = <K extends PlainLink>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((k) => ({ path: rp[k](), label: labels[k] }));
