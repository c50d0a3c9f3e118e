program carttest;

{$mode objfpc}{$H+}

uses
  Classes, SysUtils, fpcunit, testregistry, consoletestrunner;

type
  TCartTest = class(TTestCase)
  published
    procedure TestTotal;
    procedure TestDiscount;
    procedure TestParse;
  end;

function Discount(Cents: Integer): Integer;
begin
  Result := Cents - Cents div 20; { bug: 5% instead of 10% }
end;

procedure TCartTest.TestTotal;
begin
  AssertEquals('sum', 300, 100 + 200);
end;

procedure TCartTest.TestDiscount;
begin
  AssertEquals('ten percent off', 90, Discount(100));
end;

procedure TCartTest.TestParse;
begin
  AssertEquals(2, StrToInt('two'));
end;

var
  App: TTestRunner;
begin
  RegisterTest(TCartTest);
  App := TTestRunner.Create(nil);
  App.Initialize;
  App.Run;
  App.Free;
end.
