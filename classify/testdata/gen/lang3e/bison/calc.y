%{
int yylex(void);
void yyerror(const char *s);
%}
%token NUM
%%
expr: expr '+' expr
    | NUM
    ;
%%
