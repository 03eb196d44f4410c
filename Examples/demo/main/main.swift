import DemoApp

print("The demo arrives with the terminal host.")
