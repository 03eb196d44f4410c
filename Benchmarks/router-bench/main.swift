import MVIRouter

print("router-bench: not written yet")
