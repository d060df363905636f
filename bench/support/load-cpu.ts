/** CPU, from /proc (Linux): this process, the server's process group, the whole machine. */
import fs from 'node:fs';
import os from 'node:os';
import { groupProcesses } from './cpu-cap';
import { type Server } from './load-processes';

const TICK = 100;
export function groupCpuSeconds(pgid: number) {
  // utime is the 12th field after the name, stime the 13th.
  const ticks = groupProcesses(pgid).reduce(
    (sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]),
    0,
  );
  return ticks / TICK;
}
function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}
export const CORES = os.availableParallelism();

export function cpuMeter(server: Server) {
  const started = {
    at: process.hrtime.bigint(),
    self: process.cpuUsage(),
    app: groupCpuSeconds(server.pid),
    machine: machineTicks(),
  };
  return () => {
    const wall = Number(process.hrtime.bigint() - started.at) / 1e9;
    const self = process.cpuUsage(started.self);
    const machine = machineTicks();
    return {
      load: (self.user + self.system) / 1e6 / wall,
      app: (groupCpuSeconds(server.pid) - started.app) / wall,
      machine:
        (CORES * (machine.busy - started.machine.busy)) /
        Math.max(1, machine.total - started.machine.total),
    };
  };
}
