//! The CPU time the calling thread has spent: what a test that bounds how long some work
//! takes measures, so that the bound holds however busy the machine is (a busy machine
//! leaves the thread waiting for a core, which wall time counts and CPU time does not).

use std::time::Duration;

/// The calling thread's CPU time so far (Linux's `CLOCK_THREAD_CPUTIME_ID`).
pub fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` writes one `timespec` through a pointer to a live one.
    let failed = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) } != 0;
    assert!(!failed, "the thread's CPU clock cannot be read");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// Runs `work` and gives its result and the CPU time this thread spent on it.
pub fn on_cpu<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let started = thread_cpu_time();
    let result = work();
    (result, thread_cpu_time().saturating_sub(started))
}
