// Decompiled by dxkit from a cs_5_0 program.

struct Spark
{
    float3 pos;
    float life;
};

ConsumeStructuredBuffer<Spark> Sparks : register(u1);
RWStructuredBuffer<float4> Kept : register(u2);

[numthreads(32, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID)
{
    float4 r0, r1;
    {
        Spark e = Sparks.Consume();
        r1.x = e.pos.x;
        r1.y = e.pos.y;
        r1.z = e.pos.z;
        r0.w = e.life;
    }
    r0.xyz = r1.xyz * r0.www;
    Kept[threadId.x].xyzw = r0.xyzw;
}
