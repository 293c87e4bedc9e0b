// What the matching tests share: one seeker's resume (zpResume_save's body) naming the given skills.
// The phone and e-mail are there to be looked for: no recommendation may reveal them.

export const SEEKER_PHONE = '13900001111';
export const SEEKER_EMAIL = 'zhangwei@example.com';

export const resume = (skills: string, city = '杭州市') => ({
  name: '张伟',
  gender: 1,
  phone: SEEKER_PHONE,
  email: SEEKER_EMAIL,
  city,
  education: '5',
  workexperience: '4',
  expectedPosition: '',
  expectedSalary: '5',
  expectedCity: city,
  summary: '',
  skills,
  educations: [],
  works: [],
  projects: [],
});
