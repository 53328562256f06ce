// Placeholder replaced below once the dts output layout is known.
export function collectRemoteTypes() {}
