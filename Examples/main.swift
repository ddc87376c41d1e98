import Scenewright

print("Scenewright examples")
