import autocannon from 'autocannon';

/**
 * Runs `connections` concurrent clients against one call for `seconds`; answers p50/p99 and rate.
 * With `pathOf(n)` the n-th request (from 0) goes to that path of the url's server instead.
 */
export async function measureLoad({ url, method = 'GET', headers = {}, body, connections = 50, seconds = 10, pathOf }) {
  let sent = 0;
  const requests = pathOf ? [{ setupRequest: (request) => ({ ...request, path: pathOf(sent++) }) }] : undefined;
  const result = await autocannon({ url, method, headers, body, connections, duration: seconds, requests });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    failures,
  };
}
