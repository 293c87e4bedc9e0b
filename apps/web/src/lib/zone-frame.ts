/** The message a page inside the /privatedomain frame sends its parent on logout (spec "Private domain"). */
export const FRAME_LOGOUT = 'xcb:privatedomain:logout';

/** True inside the /privatedomain frame of this same site. */
export function inZoneFrame(): boolean {
  try {
    return window.parent !== window && window.parent.location.pathname.startsWith('/privatedomain');
  } catch {
    return false; // a frame of another origin: not ours
  }
}

export function tellFrameParentLoggedOut(): void {
  if (inZoneFrame()) window.parent.postMessage(FRAME_LOGOUT, window.location.origin);
}
