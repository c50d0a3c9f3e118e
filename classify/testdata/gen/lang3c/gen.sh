#!/bin/sh
# Reruns batch C of the third non-JS sweep (lang-sweep-3), recorded blind
# after batch B's fixes; Debian 12 packages:
#   ansible-undefined / ansible-syntax  ansible-core 2.14.18 (ansible-playbook)
#   r-warnings-stop                     r-base-core 4.2.2 (Rscript)
#   ghc-head-empty / ghc-io-error       ghc 9.0.2 (runtime exceptions, no call stack)
#   bison-grammar                       bison 3.8.2
#   graphviz-syntax                     graphviz 2.42.2 (dot -Tsvg)
#   gnuplot-errors                      gnuplot 5.4.4 (gnuplot-nox)
#   bc-syntax                           bc 1.07.1
#   xsltproc-xpath                      xsltproc (libxslt 1.1.35)
#   tidy-html                           tidy 5.6.0
#   raku-runtime / raku-compile         rakudo 2022.12 (raku)
#   swipl-undefined                     swi-prolog 9.0.4 (swipl)
#   valac-warning                       valac 0.56.3 (a null dereference warning, then a crash)
#   iverilog-warning                    iverilog 11.0 + vvp (width warning, healthy run)
#   chatter-lang3c                      healthy runs of the same tools
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang3c
rm -rf $work && cp -r $here $work
cd $work/ansible && ANSIBLE_NOCOLOR=1 ansible-playbook -i localhost, site.yml > $out/ansible-undefined.txt 2>&1
cd $work/ansible && ANSIBLE_NOCOLOR=1 ansible-playbook -i localhost, broken.yml > $out/ansible-syntax.txt 2>&1
cd $work/r && Rscript warn.R > $out/r-warnings-stop.txt 2>&1
cd $work/ghc && ghc -O0 Head.hs >/dev/null 2>&1 && ./Head > $out/ghc-head-empty.txt 2>&1
cd $work/ghc && ghc -O0 IOErr.hs >/dev/null 2>&1 && ./IOErr > $out/ghc-io-error.txt 2>&1
cd $work/bison && bison calc.y > $out/bison-grammar.txt 2>&1
cd $work/dot && dot -Tsvg deps.dot -o deps.svg > $out/graphviz-syntax.txt 2>&1
cd $work/gnuplot && gnuplot plot.gp > $out/gnuplot-errors.txt 2>&1
cd $work/bc && bc -q calc.bc < /dev/null > $out/bc-syntax.txt 2>&1
cd $work/xslt && xsltproc report.xsl catalog.xml > $out/xsltproc-xpath.txt 2>&1
cd $work/tidy && tidy -q -e page.html > $out/tidy-html.txt 2>&1
cd $work/raku && raku cart.raku > $out/raku-runtime.txt 2>&1
cd $work/raku && raku bad.raku > $out/raku-compile.txt 2>&1
cd $work/prolog && swipl top.pl > $out/swipl-undefined.txt 2>&1 < /dev/null
cd $work/valac && valac warn.vala > $out/valac-warning.txt 2>&1 && ./warn >> $out/valac-warning.txt 2>&1
cd $work/iverilog && iverilog -o top warn.v > $out/iverilog-warning.txt 2>&1 && vvp top >> $out/iverilog-warning.txt 2>&1
cd $work/ok && {
	gnuplot ok.gp
	raku ok.raku
	dot -Tsvg ok.dot -o ok.svg && echo "dot: ok.svg written"
	echo 'scale=2; 10/4' | bc
} > $out/chatter-lang3c.txt 2>&1
for f in ansible-undefined ansible-syntax r-warnings-stop ghc-head-empty ghc-io-error bison-grammar graphviz-syntax \
	gnuplot-errors bc-syntax xsltproc-xpath tidy-html raku-runtime raku-compile swipl-undefined valac-warning \
	iverilog-warning chatter-lang3c; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
