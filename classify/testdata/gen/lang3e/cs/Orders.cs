using System;
class Orders {
    static string Note(string[] notes) { return notes[0].ToUpper(); }
    static void Main() {
        Console.WriteLine("pricing order 17");
        Console.WriteLine(Note(new string[] { null }));
    }
}
