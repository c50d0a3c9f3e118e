%{
int yylex(void);
void yyerror(const char *s);
%}
%token NUM
%%
expr: expr '+' term
    | term
    ;
term: NUM
    | missing_rule
    ;
%%
