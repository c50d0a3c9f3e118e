// Jest's documented set-up for GitHub Actions: annotations instead of the
// default report, then the summary. The github-actions reporter prints only
// where GITHUB_ACTIONS=true.
module.exports = {
  reporters: [['github-actions', { silent: false }], 'summary'],
}
