say "cart total: ", [+] (2 * 3, 5 * 1);
say "0 errors, 0 warnings";
