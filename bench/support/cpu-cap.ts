import fs from 'node:fs';
import path from 'node:path';

/**
 * Caps processes at a share of one core each, with a Linux control group of its own per process
 * (the `cpu` controller's quota: cgroup v1 under /sys/fs/cgroup/cpu, or cgroup v2). It needs root,
 * as on this machine. Measuring one process and then two, each capped at the same share, shows how
 * the app grows with the cores it is given while the load generator and PostgreSQL, on the same
 * two cores, still have CPU to spare: what a bigger machine, or a load generator elsewhere, would
 * show.
 */
const V1 = '/sys/fs/cgroup/cpu';
const V2 = '/sys/fs/cgroup';
// A short period spreads a process's share evenly (a 100 ms one stalls it for tens of ms).
const PERIOD_US = 10_000;

const NEEDS =
  'Capping CPU needs the cgroup cpu controller, writable (as root): /sys/fs/cgroup/cpu (v1), or cpu in /sys/fs/cgroup/cgroup.subtree_control (v2)';

function hierarchy() {
  if (fs.existsSync(path.join(V1, 'cpu.cfs_quota_us')))
    return {
      root: V1,
      limit: (dir: string, quotaUs: number) => {
        fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
      },
    };
  const controllers = path.join(V2, 'cgroup.subtree_control');
  if (
    fs.existsSync(controllers) &&
    fs.readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')
  )
    return {
      root: V2,
      limit: (dir: string, quotaUs: number) =>
        fs.writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`),
    };
  throw new Error(NEEDS);
}

/** Caps each of `pids` at `cores` of a core; the function returned lifts the caps. */
export function capCpu(pids: number[], cores: number): () => Promise<void> {
  const { root, limit } = hierarchy();
  const groups = pids.map((pid) => {
    const dir = path.join(root, `logicareers-bench-${process.pid}-${pid}`);
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw new Error(`${NEEDS}: ${(error as Error).message}`, { cause: error });
    }
    limit(dir, Math.round(cores * PERIOD_US));
    fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
    return { pid, dir };
  });
  return async () => {
    for (const { pid, dir } of groups) {
      // A process still running goes back to the root group; an empty group can be removed, once
      // the kernel has let go of the process that ended (EBUSY a moment after it exits).
      try {
        fs.writeFileSync(path.join(root, 'cgroup.procs'), String(pid));
      } catch {
        // it has ended
      }
      for (let tries = 1; ; tries++) {
        try {
          fs.rmdirSync(dir);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EBUSY' || tries === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
  };
}

/** The processes of process group `pgid`: their ids, /proc/<pid>/stat fields after the name. */
export function groupProcesses(pgid: number) {
  const found: { pid: number; fields: string[] }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it has ended
    }
    // After "pid (name) ": state, ppid, pgrp, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) found.push({ pid: Number(entry), fields });
  }
  return found;
}

/** The processes of process group `pgid` whose command line holds `script`. */
export function groupProcessesRunning(pgid: number, script: string) {
  return groupProcesses(pgid)
    .filter(({ pid }) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script);
      } catch {
        return false; // it has ended
      }
    })
    .map(({ pid }) => pid);
}
