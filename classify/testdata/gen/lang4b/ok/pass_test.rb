require "test/unit"
class PassTest < Test::Unit::TestCase
  def test_error_path
    assert_raise(ArgumentError) { raise ArgumentError, "expected failure" }
  end
end
