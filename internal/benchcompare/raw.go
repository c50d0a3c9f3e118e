package benchcompare

// Raw is every sample of a run, as -raw writes it: what the noise of a
// machine is studied from (two sides of the same commit differ by noise
// alone) and what the statistics' tests are checked against.
type Raw struct {
	Base    string     // the ref given
	Commit  string     // what it named
	Rounds  int        // interleaved rounds
	Count   int        // runs of each Go benchmark a round
	Load    [2]float64 // the one-minute load average at the start and at the end
	Metrics []Metric
}
