/**
 * While a backup copies the files, deleting one could leave the backup's database naming a file
 * it no longer has. During a hold, local deletions are kept and done when the hold ends; a crash
 * before then leaves orphan files, which the start-up sweep removes.
 */
let holds = 0;
const deferred: (() => Promise<void>)[] = [];

export function isDeletionHeld(): boolean {
  return holds > 0;
}

export function deferDeletion(remove: () => Promise<void>): void {
  deferred.push(remove);
}

/** Holds local file deletions until the returned release is called. */
export function holdDeletions(): () => Promise<void> {
  holds += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    for (const remove of deferred.splice(0)) await remove();
  };
}
