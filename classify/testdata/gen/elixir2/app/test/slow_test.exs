defmodule SlowTest do
  use ExUnit.Case
  @moduletag timeout: 100

  test "fetch completes" do
    Process.sleep(300)
  end
end
