import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { API } from '@logicareers/shared/api';
import { candidateSourceOf, SOURCE_PARAM } from '@logicareers/shared/application-status';

/**
 * Counts a visit to an open job's page for its employer's reports (issue 41): once per job the
 * page shows, with how the visitor came (`?from=`). Sent in the background and never waited for;
 * a failure is nobody's concern. Not on the server: effects run in the browser only. A plain
 * fetch: a beacon's JSON body some browsers refuse to send, and a keepalive request is never seen
 * to end by the browser's tools. The answer's body is read, short as it is: a response whose body
 * nobody reads stays open in the browser, and the page never reads as settled.
 */
export function useJobView(jobId: number | null) {
  const [params] = useSearchParams();
  const source = candidateSourceOf(params.get(SOURCE_PARAM));
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (jobId === null || counted.current === jobId) return;
    counted.current = jobId;
    try {
      fetch(API.jobView(jobId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ source }),
      })
        .then((answer) => answer.arrayBuffer())
        .catch(() => {});
    } catch {
      // A browser without fetch, or a page without an address: the visit goes uncounted.
    }
  }, [jobId, source]);
}
