/**
 * A transfer voucher uploaded as the token's user, for the benches' bank top-ups: a top-up takes only the
 * user's own upload (assertOwnUploads), so each bench user uploads its own one-pixel image first.
 */
export async function uploadVoucher(baseUrl: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'proof');
  form.append(
    'upload',
    new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')], {
      type: 'image/png',
    }),
    'bench.png',
  );
  const res = await fetch(`${baseUrl}/upload_uploadFile.action`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await res.json()) as { data: string }).data;
}
