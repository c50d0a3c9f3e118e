package classify

import (
	"regexp"
	"strings"
)

// javacDiag matches "src/com/shop/Cart.java:5: error: incompatible types".
var javacDiag = regexp.MustCompile(`^(\S+\.java):(\d+): (error|warning): (.*)$`)

// javaThrowable matches an exception line: "java.lang.IllegalStateException: msg".
var javaThrowable = regexp.MustCompile(`^(?:Caused by: )?[a-z][\w$]*(?:\.[\w$]+)+(?:Exception|Error|Throwable)\b`)

// javaFrame matches the file part of "\tat com.shop.Cart.total(Cart.java:19)".
var javaFrame = regexp.MustCompile(`^\s*at ([\w$.<>/]+)\(([\w$]+\.(?:java|kts?|scala|groovy)):(\d+)\)`)

func detectJava(s, t string) parser {
	switch {
	case strings.HasPrefix(s, "Exception in thread \""):
		msg := s[len("Exception in thread "):]
		if i := strings.Index(msg, "\" "); i >= 0 {
			msg = msg[i+2:]
		}
		return &javaTrace{f: Finding{Kind: Error, Category: "java-exception", Message: msg}}
	case strings.Contains(s, ".java:") && strings.Contains(s, ": "):
		if m := javacDiag.FindStringSubmatch(s); m != nil {
			return &indented{f: Finding{Kind: severity(m[3]), Category: "javac", Message: m[4], Location: m[1] + ":" + m[2]}}
		}
	case s[0] >= 'a' && s[0] <= 'z' && strings.IndexByte(s, '.') > 0 && javaThrowable.MatchString(s):
		return &javaTrace{f: Finding{Kind: Error, Category: "java-exception", Message: s}, needFrames: true}
	}
	return nil
}

// javaTrace follows a Java stack trace with its "Caused by:" chain.
type javaTrace struct {
	f          Finding
	frames     int
	needFrames bool // a bare exception line only counts with a stack below it
}

func (p *javaTrace) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case strings.HasPrefix(t, "at "):
		p.frames++
		if m := javaFrame.FindStringSubmatch(t); m != nil && p.f.Location == "" && isAppJavaFrame(m[1]) {
			p.f.Location = m[2] + ":" + m[3]
		}
		return take
	case strings.HasPrefix(line, "Caused by: "), strings.HasPrefix(line, "Suppressed: "),
		strings.HasPrefix(t, "... ") && strings.HasSuffix(t, " more"):
		return take
	}
	return reject
}

// isAppJavaFrame reports whether a frame's method belongs to the user
// rather than the JDK or a well-known framework.
func isAppJavaFrame(method string) bool {
	if i := strings.IndexByte(method, '/'); i >= 0 {
		method = method[i+1:] // "java.base/java.lang.Integer.parseInt": the JDK's module
	}
	return !hasPrefixAny(method, "java.", "javax.", "jdk.", "sun.", "com.sun.", "kotlin.", "scala.", "org.springframework.", "org.apache.", "org.junit.",
		"org.testng.", "org.opentest4j.", "org.hamcrest.", "org.assertj.", "junit.framework.",
		// Servers and their usual libraries (an embedded Jetty's bind failure
		// is thrown from org.eclipse.jetty.server.ServerConnector).
		"jakarta.", "org.eclipse.jetty.", "io.netty.", "io.undertow.", "io.micronaut.", "io.quarkus.", "io.vertx.", "io.javalin.",
		"com.fasterxml.jackson.", "org.hibernate.", "org.glassfish.", "reactor.", "ch.qos.logback.", "org.slf4j.")
}

func (p *javaTrace) finding() (Finding, bool) { return p.f, p.frames > 0 || !p.needFrames }
