import type { DemoClient } from '../context.ts';

/**
 * Gives a demo user an avatar (and a signature) through the profile action, as the profile page saves
 * it: the rest of the profile (nick name, skills, place) is sent back unchanged, since the action
 * replaces them all.
 */
export async function setAvatar(client: DemoClient, picture: string, known?: { nickName: string; sign: string }): Promise<void> {
  const icon = await client.picture(picture, 'avatar');
  // an account the seed just made has nothing else in its profile
  if (known) {
    await client.call('user_update', { nickName: known.nickName, sign: known.sign, icon });
    return;
  }
  const { user } = await client.call<{
    user: {
      nickName: string | null;
      name: string;
      sign: string | null;
      jobId: string | null;
      province: string | null;
      cityId: string | null;
      area: string | null;
    };
  }>('user_current');
  const jobId = user.jobId ? user.jobId.split(',').map(Number) : undefined;
  await client.call('user_update', {
    nickName: user.nickName ?? user.name,
    sign: user.sign ?? '',
    ...(jobId ? { jobId } : {}),
    ...(user.province ? { province: user.province } : {}),
    ...(user.province && user.cityId ? { cityId: user.cityId } : {}),
    ...(user.province && user.cityId && user.area ? { area: user.area } : {}),
    icon,
  });
}

/** Sets the demo payment password unless the account already has one (another area may have set it). */
export async function ensurePayPassword(client: DemoClient): Promise<void> {
  const { custAccountBase } = await client.call<{ custAccountBase: { custAccountPWD?: unknown } }>('custAccount_getAccountBase');
  if (!custAccountBase.custAccountPWD) await client.payPassword();
}
