using System;
class Hello { static void Main() { Console.WriteLine("orders: 3 processed, 0 errors"); } }
