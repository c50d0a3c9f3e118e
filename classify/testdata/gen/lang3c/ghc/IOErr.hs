module Main where

main :: IO ()
main = do
  cfg <- readFile "/project/missing-config.yaml"
  putStrLn cfg
