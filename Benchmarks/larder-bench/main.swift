// Placeholder entry point; replaced by the real CLI.
print("larder")
