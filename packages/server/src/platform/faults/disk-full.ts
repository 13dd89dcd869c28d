// Fault injection for the full-disk tests: a write names its place here ('media'), and while the
// environment's FAULT_DISK_FULL lists that place the write fails as the kernel's ENOSPC would. Read at each call, so a
// test fills and frees the disk of a running server. Never armed in production.

/** Throws Node's ENOSPC error when `place` is listed in FAULT_DISK_FULL; a no-op otherwise. */
export function diskFullFault(place: 'media', file: string): void {
  if (process.env.NODE_ENV === 'production') return;
  const armed = (process.env.FAULT_DISK_FULL ?? '').split(',').map((entry) => entry.trim());
  if (!armed.includes(place)) return;
  throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
    path: file,
  });
}
