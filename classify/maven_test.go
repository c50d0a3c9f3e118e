package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Maven and Gradle do not run here (their plugins come from Maven Central):
// these lines are written by hand in the shape their documentation and
// issue reports show.
func TestMavenAndGradle(t *testing.T) {
	type want struct {
		kind    Kind
		message string
		loc     string
	}
	tests := []struct {
		name  string
		lines []string
		want  []want
	}{
		{"maven compilation failure", []string{
			"[INFO] Scanning for projects...",
			"[INFO] --- maven-compiler-plugin:3.11.0:compile (default-compile) @ shop ---",
			"[WARNING] /project/src/main/java/shop/Old.java:[8,20] [deprecation] Date(String) in java.util.Date has been deprecated",
			"[INFO] -------------------------------------------------------------",
			"[ERROR] COMPILATION ERROR : ",
			"[INFO] -------------------------------------------------------------",
			"[ERROR] /project/src/main/java/shop/App.java:[5,9] cannot find symbol",
			"  symbol:   variable total",
			"  location: class shop.App",
			"[INFO] 1 error",
			"[INFO] BUILD FAILURE",
			"[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile (default-compile) on project shop: Compilation failure",
			"[ERROR] /project/src/main/java/shop/App.java:[5,9] cannot find symbol",
			"[ERROR]   symbol:   variable total",
			"[ERROR] -> [Help 1]",
			"[ERROR] ",
			"[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.",
			"[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
			"[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException",
		}, []want{
			{Warning, "[deprecation] Date(String) in java.util.Date has been deprecated", "/project/src/main/java/shop/Old.java:8:20"},
			{Error, "cannot find symbol", "/project/src/main/java/shop/App.java:5:9"},
		}},
		{"maven goal failure alone", []string{
			"[INFO] BUILD FAILURE",
			"[ERROR] Failed to execute goal on project shop: Could not resolve dependencies for project com.shop:shop:jar:1.0",
			"[ERROR] -> [Help 1]",
		}, []want{{Error, "Could not resolve dependencies", ""}}},
		{"kotlin under gradle", []string{
			"> Task :compileKotlin FAILED",
			"e: file:///project/src/main/kotlin/shop/App.kt:3:5 Unresolved reference: totl",
			"w: file:///project/src/main/kotlin/shop/Old.kt:7:9 Variable 'x' is never used",
		}, []want{
			{Error, "Unresolved reference: totl", "/project/src/main/kotlin/shop/App.kt:3:5"},
			{Warning, "Variable 'x' is never used", "/project/src/main/kotlin/shop/Old.kt:7:9"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := classifyLines(t, tt.lines...)
			require.Len(t, got, len(tt.want), describe(got))
			for i, w := range tt.want {
				assert.Equal(t, w.kind, got[i].Kind, "finding %d", i)
				assert.Contains(t, got[i].Message, w.message, "finding %d", i)
				assert.Equal(t, w.loc, got[i].Location, "finding %d", i)
			}
		})
	}
}
