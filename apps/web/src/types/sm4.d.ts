// sm-crypto's SM4 module on its own: the package entry also pulls in SM2 and its big-number library,
// which the browser never needs (only login and password fields are SM4-encrypted).
declare module 'sm-crypto/src/sm4/index.js' {
  const sm4: typeof import('sm-crypto').sm4;
  export default sm4;
}
