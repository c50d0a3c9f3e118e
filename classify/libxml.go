package classify

import "strings"

// libxml2 and libxslt (xmllint, xsltproc, and the many tools built on them)
// label a problem with a word and " error : ", a space before the colon:
// "XPath error : Invalid expression", "namespace error : ...". xsltproc
// then adds lines about the same problem, one naming the place in words:
// "compilation error: file report.xsl line 4 element value-of",
// "xsl:value-of : could not compile select expression 'count(//item'".
// (xmllint's own "catalog.xml:5: parser error : ..." starts with its place
// and is read by the generic layer.)

// libxmlHead reads "WORD error : msg" or "WORD warning : msg".
func libxmlHead(t string) (Kind, string, bool) {
	for _, sep := range []string{" error : ", " warning : "} {
		word, msg, ok := strings.Cut(t, sep)
		if ok && word != "" && !strings.ContainsAny(word, " \t:") && msg != "" {
			if sep == " warning : " {
				return Warning, msg, true
			}
			return Error, msg, true
		}
	}
	return 0, "", false
}

func detectLibxml(s, t string) parser {
	if len(t) < len(s) {
		return nil
	}
	kind, msg, ok := libxmlHead(t)
	if !ok {
		return nil
	}
	return &libxmlReport{f: Finding{Kind: kind, Message: msg, Location: findAnyLoc(t)}}
}

// libxmlReport takes the lines xsltproc adds about the same problem: an
// "error:" of a later stage, or an "element : msg" line; the first place
// named in them is the problem's.
type libxmlReport struct{ f Finding }

func (p *libxmlReport) next(line string) verdict {
	t := strings.TrimSpace(line)
	if t == "" {
		return reject
	}
	if _, _, ok := libxmlHead(t); ok {
		return reject // the next problem
	}
	if len(t) == len(line) && !strings.Contains(t, "error: ") && !strings.Contains(t, " : ") {
		return reject
	}
	if p.f.Location == "" {
		p.f.Location = findAnyLoc(t)
	}
	return take
}

func (p *libxmlReport) finding() (Finding, bool) {
	f := p.f
	f.Category = "generic"
	return f, true
}
