// The steps of `npm test`: each a child process, timed; steps of one phase run side by side. The
// first step of a phase prints as it goes; the others keep their output and print it whole when
// they end, so that two logs never interleave.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ROOT } from './workspace.mjs';

const timings = [];

/**
 * The CPU seconds of this process's children that have ended and been waited for (Linux's
 * cutime + cstime, in clock ticks of 1/100 s), or null elsewhere. A child's whole tree is added
 * when it is waited for, so the growth across one step's exit is that step's CPU time, even with
 * another lane running beside it.
 */
function childrenCpu() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuSeen = childrenCpu();

/** Runs one step; resolves to its exit status. */
function run({ title, command, args, env = {}, live }) {
  return new Promise((resolve) => {
    const at = Date.now();
    if (live) console.log(`\n=== ${title}`);
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env, ...(!live && { FORCE_COLOR: '0' }) },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    if (!live)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => kept.push(chunk));
    let cpu = null;
    child.on('exit', () => {
      const now = childrenCpu();
      if (now !== null) [cpu, cpuSeen] = [now - cpuSeen, now];
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - at) / 1000;
      timings.push({ title, seconds, cpu, ok: code === 0 });
      if (!live) {
        console.log(`\n=== ${title} (ran beside another step; its output)`);
        process.stdout.write(Buffer.concat(kept));
      }
      const usage = cpu === null ? '' : `, ${cpu.toFixed(0)} s of CPU`;
      console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s${usage}`);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs the lanes of a phase side by side, each lane's steps one after another (a lane stops at its
 * first failure); resolves when every lane has ended, and exits when any failed.
 */
export async function phase(...lanes) {
  const results = await Promise.all(
    lanes.map(async (steps, lane) => {
      for (const step of steps) if ((await run({ ...step, live: lane === 0 })) !== 0) return false;
      return true;
    }),
  );
  if (results.every(Boolean)) return;
  summary();
  process.exit(1);
}

/** The time of every step that ran, and the CPU time it used, for docs/testing.md. */
export function summary() {
  console.log('\n=== time per step (wall, CPU of all its processes)');
  const minutes = (seconds) => `${(seconds / 60).toFixed(1).padStart(5)} min`;
  for (const { title, seconds, cpu, ok } of timings)
    console.log(
      `${minutes(seconds)} ${cpu === null ? '' : `${minutes(cpu)} CPU`}  ${title}${ok ? '' : '  (FAILED)'}`,
    );
}
