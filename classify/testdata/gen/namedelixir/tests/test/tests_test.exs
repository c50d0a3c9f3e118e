defmodule TestsTest do
  use ExUnit.Case, async: true

  test "parse! raises on junk" do
    assert_raise RuntimeError, fn -> Tests.parse!("x") end
  end

  test "parse! raises with message" do
    assert_raise ArgumentError, "bad input", fn -> Tests.parse!("x") end
  end

  @tag timeout: 100
  test "slow finishes" do
    Tests.slow()
  end

  test "fetch finds key" do
    assert Tests.fetch(%{a: 1}, :a) == 1
  end

  test "refute shows value" do
    refute Tests.fetch(%{a: 1}, :a) == 1
  end
end

defmodule TestsSetupAllTest do
  use ExUnit.Case

  setup_all do
    {:ok, _} = File.read("missing/fixture.json")
    :ok
  end

  test "never runs" do
    assert true
  end
end
