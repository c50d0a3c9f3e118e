require "spec"
describe "ok" do
  it "raises on purpose" do
    expect_raises(ArgumentError, "bad") { raise ArgumentError.new("bad") }
  end
end
