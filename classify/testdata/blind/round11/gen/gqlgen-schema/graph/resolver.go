package graph

// Resolver is the root of the shop's resolvers.
type Resolver struct{}
