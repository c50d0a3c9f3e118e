#!/bin/sh
# Reruns batch F of the third non-JS sweep (lang-sweep-3), recorded blind
# after batch E's fixes. Debian 12 packages as in lang3a-e:
#   ldc2-deprecation    ldc 1.30.0
#   ghc-werror          ghc 9.0.2 (-Wall -Werror)
#   meson-test          meson 1.0.1 + ninja 1.11.1 (meson test)
#   ansible-unreachable ansible-core 2.14.18 (ssh to a closed port)
#   swipl-singleton     swi-prolog 9.0.4 (load warnings)
#   iverilog-sv-error   iverilog 11.0 (-g2012, $error) + vvp
#   raku-warning        rakudo 2022.12 (an uninitialised value)
#   scalac-deprecation  scala 2.11.12 (-deprecation)
#   mcs-warning         mono-mcs 6.8.0.105
#   r-stopifnot         r-base-core 4.2.2
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang3f
rm -rf $work && cp -r $here $work
cd $work/d && ldc2 cart.d > $out/ldc2-deprecation.txt 2>&1
cd $work/ghc && ghc -Wall -Werror Cart.hs > $out/ghc-werror.txt 2>&1
cd $work/mesontest && meson setup build >/dev/null 2>&1 && meson test -C build > $out/meson-test.txt 2>&1
cd $work/ansible && ANSIBLE_NOCOLOR=1 ANSIBLE_HOST_KEY_CHECKING=False ansible-playbook -i inv.ini ping.yml > $out/ansible-unreachable.txt 2>&1
cd $work/prolog && swipl -g halt cart.pl > $out/swipl-singleton.txt 2>&1 < /dev/null
cd $work/sv && iverilog -g2012 -o tb tb.sv && vvp tb > $out/iverilog-sv-error.txt 2>&1
cd $work/raku && raku warn.raku > $out/raku-warning.txt 2>&1
cd $work/scala && scalac -deprecation Cart.scala > $out/scalac-deprecation.txt 2>&1
cd $work/cs && mcs Cart.cs > $out/mcs-warning.txt 2>&1
cd $work/r && Rscript check.R > $out/r-stopifnot.txt 2>&1
for f in ldc2-deprecation ghc-werror meson-test ansible-unreachable swipl-singleton iverilog-sv-error raku-warning \
	scalac-deprecation mcs-warning r-stopifnot; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
