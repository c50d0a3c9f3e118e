export function startPolling(fetchStatus) {
  setTimeout(() => {
    const status = fetchStatus();
    console.log(status.code.toFixed(0));
  }, 5);
}
