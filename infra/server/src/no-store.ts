/**
 * A route's handler whose answer no cache may keep (`Cache-Control: no-store`): what is only true
 * now, as the remote registry, the carriers' figures, a liveness probe or a captcha's challenge.
 */
export function noStore<T>(answer: () => T | Promise<T>) {
  return async (_request: unknown, reply: { header(name: string, value: string): unknown }): Promise<T> => {
    reply.header('cache-control', 'no-store');
    return answer();
  };
}
